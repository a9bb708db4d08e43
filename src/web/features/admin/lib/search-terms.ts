// The server's search matches one text against each field alone, so 'Aditya Sharma' would find
// nobody. The first word goes to the server; every word must then match somewhere in the person.
import type { TUser } from '#shared/contracts/user.ts';

export function searchWords(text: string): string[] {
  return text.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

export function matchesEveryWord(person: TUser, words: string[]): boolean {
  const haystack = [person.firstName, person.lastName, person.email, person.username, person.mobileNumber ?? ''].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
