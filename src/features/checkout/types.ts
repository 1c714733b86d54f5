import type { paths } from '../../lib/api-schema';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type InitCheckoutAnswer = Json<paths['/api/checkout/init-checkout']['post']['responses'][200]>;
export type CheckoutOrder = InitCheckoutAnswer['orders'][number];
export type CheckoutProduct = CheckoutOrder['products'][number];
export type PaymentMethod = CheckoutOrder['payments'][number];
export type CreateOrdersBody = Json<paths['/api/checkout/create-orders']['post']['requestBody']>;
export type CreateOrdersAnswer = Json<paths['/api/checkout/create-orders']['post']['responses'][201]>;
export type City = Json<paths['/api/delivery/top-cities']['get']['responses'][200]>['data'][number];
export type CityDelivery = Json<paths['/api/delivery/{cityId}']['get']['responses'][200]>['data'][number];
export type PickupPoint = Json<paths['/api/delivery/warehouses']['get']['responses'][200]>['data'][number];
export type MapConfig = Json<paths['/api/delivery/map-config']['get']['responses'][200]>;
