// Direct API calls the admin specs use to make their own data (fresh users, an agent with a deal).
import { baseUrl, DEMO_PASSWORD } from '../support/browser.ts';

export async function logIn(username: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, body: await res.json() };
}

export async function tokenOf(username: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await logIn(username, password);
  if (status !== 200) throw new Error(`sign-in as ${username} failed: ${body.message}`);
  return body.data.token;
}

export async function callApi<T = unknown>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} failed (${res.status}): ${payload.message}`);
  return payload.data as T;
}

/** The id of a freshly registered account, found the way the admin finds it: by email. */
export async function userIdByEmail(adminToken: string, email: string): Promise<number> {
  const users = await callApi<{ id: number; email: string }[]>(adminToken, 'GET', `/api/users?search=${encodeURIComponent(email)}`);
  const user = users.find((u) => u.email === email.toLowerCase());
  if (!user) throw new Error(`no user with email ${email}`);
  return user.id;
}
