// The line a renter sees before a phone number or a first message goes out.
export const SAFETY_LINE = 'Never pay before you have visited the home. If anyone asks, report the listing with "Report this listing".';
