import { beforeEach, describe, expect, it } from 'vitest';
import { clearPostDraft, hasContent, readPostDraft, writePostDraft } from './post-draft.ts';
import { emptyPropertyForm } from './property-form-values.ts';

// The unit project runs in Node: a Map stands in for the browser's storage.
const stored = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  },
});

describe('the post form draft', () => {
  beforeEach(() => stored.clear());

  it('keeps what was typed and the uploaded pictures for the user who typed it', () => {
    writePostDraft(7, { ...emptyPropertyForm, title: 'Sunny flat', amenities: ['Lift'] }, ['/uploads/images/a.webp']);
    const draft = readPostDraft(7);
    expect(draft?.values.title).toBe('Sunny flat');
    expect(draft?.values.amenities).toEqual(['Lift']);
    expect(draft?.imageUrls).toEqual(['/uploads/images/a.webp']);
    expect(readPostDraft(8)).toBeNull();
  });

  it('forgets the draft when the form is empty again or discarded', () => {
    writePostDraft(7, { ...emptyPropertyForm, price: '5000000' }, []);
    writePostDraft(7, emptyPropertyForm, []);
    expect(readPostDraft(7)).toBeNull();
    writePostDraft(7, { ...emptyPropertyForm, price: '5000000' }, []);
    clearPostDraft(7);
    expect(readPostDraft(7)).toBeNull();
  });

  it('reads a damaged or older draft field by field, dropping what does not fit', () => {
    stored.set(
      'gruha.postDraft.7',
      JSON.stringify({ values: { title: 'Kept', price: 12, gone: 'x' }, imageUrls: ['javascript:alert(1)', 3], savedAt: 'now' }),
    );
    const draft = readPostDraft(7);
    expect(draft?.values.title).toBe('Kept');
    expect(draft?.values.price).toBe('');
    expect(draft?.values).not.toHaveProperty('gone');
    expect(draft?.imageUrls).toEqual([]);
    stored.set('gruha.postDraft.7', '{not json');
    expect(readPostDraft(7)).toBeNull();
  });

  it('counts an untouched form as empty', () => {
    expect(hasContent(emptyPropertyForm, [])).toBe(false);
    expect(hasContent({ ...emptyPropertyForm, isReadyToMove: true }, [])).toBe(true);
  });
});
