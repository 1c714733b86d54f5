/**
 * The signed-in customer's pets, for the pet widgets' "your pet" hint. A hint only: docs/product-rules.md#errors-and-notices style, a failure is
 * only logged and the widgets show as for a guest. The pets' API code is asked for when a customer's hint is: a
 * guest's category page, and the first screen of anyone's, never loads it.
 */
export const fetchOwnPets = () =>
  import('../../api/pets')
    .then(({ fetchPets }) => fetchPets())
    .catch((error: unknown) => {
      console.warn('catalog: the customer’s pets failed to load', error);
      return [];
    });
