/** The admin's calls of `/api/products` (the list, one product, the shop-wide sale), typed by the API contract. */
import type { ProductUpdate } from '~/worker/domain/product-admin';
import { authApi } from '~/site/stores/user';
import { PRODUCT_PAGE_SIZE } from './product-view';

/** A page of the admin's list, drafts included. */
export const readProductPage = (page: number, signal?: AbortSignal) =>
  authApi('GET /api/products', { query: { pageNumber: page, pageSize: PRODUCT_PAGE_SIZE }, signal });

export const readProduct = (id: number, signal?: AbortSignal) => authApi('GET /api/products/:id', { params: { id }, signal });

/** Every product: the related-title pickers choose among them. */
export const readAllProducts = (signal?: AbortSignal) => authApi('GET /api/products/all', { signal });

/** 'Vytvoriť produkt': an empty draft, whose edit page opens next. */
export const createProduct = () => authApi('POST /api/products');

export const saveProduct = (id: number, body: ProductUpdate) =>
  authApi('PUT /api/products/:id', { params: { id }, body: { _id: id, ...body } });

export const deleteProduct = (id: string) => authApi('DELETE /api/products/:id', { params: { id } });

export const readShopSale = (signal?: AbortSignal) => authApi('GET /api/products/discount', { signal });

/** Starts the shop-wide sale at `discount` percent, or ends it with 0. */
export const setShopSale = (discount: number) => authApi('POST /api/products/discount', { body: { discount } });
