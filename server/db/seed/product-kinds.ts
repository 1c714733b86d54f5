import { ACCESSORY_KINDS } from './kinds/accessories';
import { CBD_KINDS } from './kinds/cbd';
import { COSMETICS_KINDS } from './kinds/cosmetics';
import { FOOD_KINDS } from './kinds/food';
import { PET_KINDS } from './kinds/pets';
import { defineKinds } from './kinds/types';

export type { Group, KindSpec, PoolKey, TitleContext } from './kinds/types';
export { DESCRIPTION_POOLS } from './kinds/pools';

/** Every template a leaf category can use, by key. */
export const KINDS = defineKinds({ ...CBD_KINDS, ...COSMETICS_KINDS, ...FOOD_KINDS, ...ACCESSORY_KINDS, ...PET_KINDS });

export type KindKey = keyof typeof KINDS;
