/** The admin's calls of `/api/products` (the list, one product, the shop-wide sale), typed by worker/domain. */
import type { MessageAnswer } from '~/worker/domain/answers';
import type { ProductUpdate } from '~/worker/domain/product-admin';
import type { ApiAllProducts, ApiProduct, ApiProductsPage } from '~/worker/domain/product-shape';
import type { ShopSale, ShopSaleAnswer } from '~/worker/domain/shop-sale';
import { authGet, authSend } from '~/site/stores/user';
import { PRODUCT_PAGE_SIZE } from './product-view';

/** A page of the admin's list, drafts included. */
export const readProductPage = (page: number, signal?: AbortSignal) =>
  authGet<ApiProductsPage>(`/api/products?pageNumber=${page}&pageSize=${PRODUCT_PAGE_SIZE}`, { signal });

export const readProduct = (id: number, signal?: AbortSignal) => authGet<ApiProduct>(`/api/products/${id}`, { signal });

/** Every product: the related-title pickers choose among them. */
export const readAllProducts = (signal?: AbortSignal) => authGet<ApiAllProducts>('/api/products/all', { signal });

/** 'Vytvoriť produkt': an empty draft, whose edit page opens next. */
export const createProduct = () => authSend<ApiProduct>('/api/products', { method: 'POST' });

export const saveProduct = (id: number, body: ProductUpdate) => authSend<ApiProduct>(`/api/products/${id}`, { method: 'PUT', body: { _id: id, ...body } });

export const deleteProduct = (id: string) => authSend<MessageAnswer>(`/api/products/${id}`, { method: 'DELETE' });

export const readShopSale = (signal?: AbortSignal) => authGet<ShopSale>('/api/products/discount', { signal });

/** Starts the shop-wide sale at `discount` percent, or ends it with 0. */
export const setShopSale = (discount: number) => authSend<ShopSaleAnswer>('/api/products/discount', { body: { discount } });
