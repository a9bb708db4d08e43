// Helpers for the conversation and visit tests: writing, reading and acting through the API.
import { bearer, type TestApp, type TestUser } from '../helper.ts';

export function startConversation(t: TestApp, hunter: TestUser, propertyId: number, text: string) {
  return t.app.inject({ method: 'POST', url: `/api/properties/${propertyId}/conversations`, headers: bearer(hunter.token), payload: { text } });
}

export function reply(t: TestApp, person: TestUser, conversationId: number, text: string) {
  return t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: bearer(person.token), payload: { text } });
}

export function read(t: TestApp, person: TestUser | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: person ? bearer(person.token) : {} });
}

export function act(t: TestApp, person: TestUser, url: string, payload?: object, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'POST') {
  return t.app.inject({ method, url, headers: bearer(person.token), ...(payload ? { payload } : {}) });
}

export const emailOf = (person: TestUser) => `${person.username}@example.test`;
