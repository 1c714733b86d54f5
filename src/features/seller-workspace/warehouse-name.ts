/**
 * A warehouse as the seller reads it: its title, with its city after it when the title does not say the city
 * already (the shop's own titles do; one the store made for a shop without any says only "the seller's warehouse").
 */
export const warehouseName = ({ title, city }: { title: string; city: string }) =>
  title.toLocaleLowerCase('uk').includes(city.toLocaleLowerCase('uk')) ? title : `${title}, ${city}`;
