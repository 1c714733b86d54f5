import { fetchPets } from '../../api/pets';

/**
 * The signed-in customer's pets, for the pet widgets' "your pet" hint. A hint only: docs/product-rules.md#errors-and-notices style, a failure is
 * only logged and the widgets show as for a guest.
 */
export const fetchOwnPets = () =>
  fetchPets().catch((error: unknown) => {
    console.warn('catalog: the customer’s pets failed to load', error);
    return [];
  });
