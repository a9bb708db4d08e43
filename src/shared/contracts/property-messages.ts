// The listing's messages, apart from its schemas: the property page shows some of them and loads no zod.
export const PROPERTY_MESSAGES = {
  required: 'Please fill all required fields marked with *',
  priceOnPost: 'Please enter a valid price, not exceeding ₹100 Crore.',
  priceOnEdit: 'Please enter a valid price',
  priceTyped: 'Price cannot exceed ₹1,00,00,00,000 (100 Crore).',
  roomsTyped: (field: string) => `${field} cannot exceed 10.`,
  areaTyped: 'Area cannot exceed 9,999 sqft.',
  roomsOnSubmit: 'Bedrooms, Bathrooms, and Balconies cannot exceed 10.',
  areaOnSubmit: 'AreaSqft cannot exceed 9,999 sqft.',
  invalidArea: 'Invalid area selected. Please try again.',
  notFound: 'Property not found',
  removedByModerators: "This listing was removed by Gruha's moderators.",
  contactUnderReview: 'This listing is under review by Gruha: its poster cannot be contacted about it until it is listed again.',
  contactNotListed: 'This listing is no longer listed: its poster cannot be contacted about it.',
  staleEdit: 'This listing was changed by someone else after you opened it. Close this window and open it again to see the changes.',
} as const;
