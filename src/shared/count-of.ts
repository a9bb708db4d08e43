/** '1 bed', '2 beds': a count with its noun, singular for one (nouns that take an s). */
export const countOf = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`;
