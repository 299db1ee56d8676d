export * from './users';
export * from './catalog';
export * from './orders';
export * from './media';
export * from './site';
export * from './throttle';
export * from './reach';
