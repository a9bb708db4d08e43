// @vitest-environment happy-dom
// The spec's two registration forms (section 5): the login dialog's registration mode and the Create
// Account dialog, each with its own rules, against a stubbed POST /api/auth/register.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#web/components/toast.tsx';
import { SessionProvider } from '../session.tsx';
import { CreateAccountDialog } from './create-account-dialog.tsx';
import { RegisterForm } from './register-form.tsx';

const user = {
  id: 7,
  firstName: 'Ravi',
  lastName: 'Kumar',
  username: 'ravik',
  email: 'ravi@example.test',
  mobileNumber: null,
  phone: null,
  role: 'USER',
  address: null,
  isActive: true,
  createdAt: '2026-11-27T10:00:00.000Z',
};

let answer: { status: number; body: unknown };
const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(answer.body), { status: answer.status }));
/** The bodies sent to the server so far. */
const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

beforeEach(() => {
  answer = { status: 201, body: { success: true, data: { token: 'token', user } } };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  // happy-dom's <dialog> has no modal mode, whatever the DOM's types say.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderIn(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ToastProvider>{children}</ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label);

// Typing each letter renders the form again: generous on a loaded machine.
describe("the login dialog's registration mode", { timeout: 30_000 }, () => {
  it('marks every field but the mobile number as required, and names each empty one under it on Register, sending nothing', async () => {
    const person = userEvent.setup({ delay: null });
    renderIn(<RegisterForm onSwitchMode={vi.fn()} />);
    for (const label of [/^First name/, /^Last name/, /^Username/, /^Email/, /^Password/]) {
      expect(field(label).getAttribute('aria-required'), String(label)).toBe('true');
    }
    expect(field('Mobile number (optional)').getAttribute('aria-required')).toBeNull();

    await person.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'First name is required',
      'Last name is required',
      'Username is required',
      'Email is required',
      'Password is required',
    ]);
    expect(field(/^First name/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a password under 6 characters with the spec's words before any request", async () => {
    const person = userEvent.setup({ delay: null });
    renderIn(<RegisterForm onSwitchMode={vi.fn()} />);
    await person.type(field(/^First name/), 'Ravi');
    await person.type(field(/^Last name/), 'Kumar');
    await person.type(field(/^Username/), 'ravik');
    await person.type(field(/^Email/), 'ravi@example.test');
    await person.type(field(/^Password/), 'Ab1!');
    await person.click(screen.getByRole('button', { name: 'Register' }));
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Password must be at least 6 characters');
    expect(field(/^Password/).getAttribute('aria-describedby')).toContain(error.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers without a mobile number, and shows the server’s refusal in the banner until a field is edited', async () => {
    const person = userEvent.setup({ delay: null });
    answer = { status: 409, body: { success: false, message: 'This username is taken' } };
    renderIn(<RegisterForm onSwitchMode={vi.fn()} />);
    await person.type(field(/^First name/), ' Ravi ');
    await person.type(field(/^Last name/), 'Kumar');
    await person.type(field(/^Username/), 'ravik');
    await person.type(field(/^Email/), 'ravi@example.test');
    await person.type(field(/^Password/), 'abcdef');
    await person.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This username is taken');
    expect(sent()).toEqual([{ firstName: 'Ravi', lastName: 'Kumar', username: 'ravik', email: 'ravi@example.test', password: 'abcdef' }]);
    await person.type(field(/^Username/), '2');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the Create Account dialog', { timeout: 30_000 }, () => {
  const fill = async (person: ReturnType<typeof userEvent.setup>, password: string) => {
    await person.type(field(/^First name/), 'Ravi');
    await person.type(field(/^Last name/), 'Kumar');
    await person.type(field(/^Username/), 'ravik');
    await person.type(field(/^Email/), 'ravi@example.test');
    await person.type(field(/^Mobile number/), '+91 98765-43210');
    await person.type(field(/^Password/), password);
  };

  it('requires every field, the mobile number too, and keeps Create Account disabled until each passes, saying what is still needed', async () => {
    const person = userEvent.setup({ delay: null });
    renderIn(<CreateAccountDialog isOpen onClose={vi.fn()} />);
    const submit = await screen.findByRole('button', { name: 'Create Account' });
    for (const label of [/^First name/, /^Last name/, /^Username/, /^Mobile number/, /^Email/, /^Password/]) {
      expect(field(label).getAttribute('aria-required'), String(label)).toBe('true');
    }
    expect(submit).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Still needed: first name, last name, username, a 10-digit mobile number, email, a password of at least 6 characters.'),
    ).toBeTruthy();

    await fill(person, 'abc');
    // The number keeps its 10 digits, whatever the spelling.
    expect(field(/^Mobile number/)).toHaveProperty('value', '9876543210');
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('Still needed: a password of at least 6 characters.')).toBeTruthy();
    await person.type(field(/^Password/), 'def');
    expect(submit).toHaveProperty('disabled', false);
    expect(screen.queryByText(/Still needed/)).toBeNull();
  });

  it('refuses a Weak password on the press, under the password, and sends nothing', async () => {
    const person = userEvent.setup({ delay: null });
    renderIn(<CreateAccountDialog isOpen onClose={vi.fn()} />);
    await screen.findByRole('button', { name: 'Create Account' });
    await fill(person, 'abcdefgh');
    await person.click(screen.getByRole('button', { name: 'Create Account' }));
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Please choose a stronger password.');
    expect(field(/^Password/).getAttribute('aria-describedby')).toContain(error.id);
    expect(fetchMock).not.toHaveBeenCalled();

    await person.clear(field(/^Password/));
    await person.type(field(/^Password/), 'Charminar@1591');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('registers with the mobile number and signs in', async () => {
    const person = userEvent.setup({ delay: null });
    renderIn(<CreateAccountDialog isOpen onClose={vi.fn()} />);
    await screen.findByRole('button', { name: 'Create Account' });
    await fill(person, 'Charminar@1591');
    await person.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration successful!')).toBeTruthy();
    expect(sent()).toEqual([
      {
        firstName: 'Ravi',
        lastName: 'Kumar',
        username: 'ravik',
        email: 'ravi@example.test',
        mobileNumber: '9876543210',
        password: 'Charminar@1591',
      },
    ]);
    expect(localStorage.getItem('authToken')).toBe('token');
  });
});

// The two forms submit alike and differ in the words of a failure the server did not word itself.
describe('each registration form’s own failure texts', { timeout: 30_000 }, () => {
  const forms = [
    {
      name: 'the login dialog’s Register',
      form: <RegisterForm onSwitchMode={vi.fn()} />,
      button: 'Register',
      refused: 'Registration failed',
      network: 'Network error. Please try again.',
    },
    {
      name: 'Create Account',
      form: <CreateAccountDialog isOpen onClose={vi.fn()} />,
      button: 'Create Account',
      refused: 'Registration failed. Please try again.',
      network: 'Network error. Please check your connection and try again.',
    },
  ];

  for (const { name, form, button, refused, network } of forms) {
    it(`${name}: a refusal without a message, then no answer at all`, async () => {
      const person = userEvent.setup({ delay: null });
      renderIn(form);
      await person.type(field(/^First name/), 'Ravi');
      await person.type(field(/^Last name/), 'Kumar');
      await person.type(field(/^Username/), 'ravik');
      await person.type(field(/^Email/), 'ravi@example.test');
      await person.type(field(/^Mobile number/), '9876543210');
      await person.type(field(/^Password/), 'Charminar@1591');

      answer = { status: 500, body: { success: false } };
      await person.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(refused)).toBeTruthy();

      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await person.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(network)).toBeTruthy();
      expect(localStorage.getItem('authToken')).toBeNull();
    });
  }
});
