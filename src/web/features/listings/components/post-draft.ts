// A Post Property form in progress, kept on this device per signed-in user until it is posted or
// discarded, so a refresh or a closed tab loses nothing. Pictures are uploaded as soon as they are
// chosen, so the draft keeps their addresses on this server, never their bytes; one still uploading
// is not kept (docs/listings.md, "A draft on the device").
import { emptyPropertyForm, type PropertyFormValues } from './property-form-values.ts';

export type PostDraft = { values: PropertyFormValues; imageUrls: string[]; savedAt: string };

const keyOf = (userId: number) => `gruha.postDraft.${userId}`;

/** Only the fields the form has, each of the type it holds: a draft from an older form loses what it no longer asks. */
function valuesOf(stored: unknown): PropertyFormValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const values: Record<string, unknown> = { ...emptyPropertyForm };
  for (const [field, empty] of Object.entries(emptyPropertyForm)) {
    const value = (stored as Record<string, unknown>)[field];
    const isSameType = Array.isArray(empty) ? Array.isArray(value) && value.every((v) => typeof v === 'string') : typeof value === typeof empty;
    if (isSameType) values[field] = value;
  }
  return values as PropertyFormValues;
}

export function readPostDraft(userId: number): PostDraft | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { values, imageUrls, savedAt } = stored as Record<string, unknown>;
    const formValues = valuesOf(values);
    if (!formValues || typeof savedAt !== 'string') return null;
    const urls = Array.isArray(imageUrls) ? imageUrls.filter((url): url is string => typeof url === 'string' && /^(\/|https:\/\/)/.test(url)) : [];
    return { values: formValues, imageUrls: urls, savedAt };
  } catch {
    return null;
  }
}

/** Whether the form holds anything the poster typed or chose. */
export function hasContent(values: PropertyFormValues, imageUrls: string[]): boolean {
  const typed = values as Record<string, unknown>;
  return imageUrls.length > 0 || Object.entries(emptyPropertyForm).some(([field, empty]) => JSON.stringify(typed[field]) !== JSON.stringify(empty));
}

/** Keeps the draft, or forgets it once the form is back to empty. Storage may be full or off: the form works on without it. */
export function writePostDraft(userId: number, values: PropertyFormValues, imageUrls: string[]) {
  try {
    if (!hasContent(values, imageUrls)) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify({ values, imageUrls, savedAt: new Date().toISOString() }));
  } catch {
    // Nothing kept; the form itself is unaffected.
  }
}

export function clearPostDraft(userId: number) {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Storage off: there is no draft to clear.
  }
}
