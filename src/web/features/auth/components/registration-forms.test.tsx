// @vitest-environment happy-dom
// The spec's two registration forms (section 5): the login dialog's registration mode and the Create
// Account dialog, each with its own rules, against POST /api/auth/register as the test answers it.
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '#shared/contracts/user.ts';
import { ok, refused, renderInApp, type ApiReply, type FakeApi, type Routes } from '#web/test/render.tsx';
import { CreateAccountDialog } from './create-account-dialog.tsx';
import { RegisterForm } from './register-form.tsx';

const user: TUser = {
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

let answer: ApiReply | 'no answer';
const routes: Routes = {
  'POST /api/auth/register': () => {
    if (answer === 'no answer') throw new TypeError('Failed to fetch');
    return answer;
  },
};
/** The bodies sent to the server so far. */
const sent = (api: FakeApi) => api.sent('POST /api/auth/register');

beforeEach(() => {
  answer = ok({ token: 'token', user });
});

const renderIn = (element: ReactNode) => renderInApp(element, { routes });

const field = (label: string | RegExp) => screen.getByLabelText(label);

// Typing each letter renders the form again: generous on a loaded machine.
describe("the login dialog's registration mode", { timeout: 30_000 }, () => {
  it('marks every field but the mobile number as required, and names each empty one under it on Register, sending nothing', async () => {
    const { user: person, api } = renderIn(<RegisterForm onSwitchMode={vi.fn()} />);
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
    expect(api.requests).toEqual([]);
  });

  it("refuses a password under 6 characters with the spec's words before any request", async () => {
    const { user: person, api } = renderIn(<RegisterForm onSwitchMode={vi.fn()} />);
    await person.type(field(/^First name/), 'Ravi');
    await person.type(field(/^Last name/), 'Kumar');
    await person.type(field(/^Username/), 'ravik');
    await person.type(field(/^Email/), 'ravi@example.test');
    await person.type(field(/^Password/), 'Ab1!');
    await person.click(screen.getByRole('button', { name: 'Register' }));
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Password must be at least 6 characters');
    expect(field(/^Password/).getAttribute('aria-describedby')).toContain(error.id);
    expect(api.requests).toEqual([]);
  });

  it('registers without a mobile number, and shows the server’s refusal in the banner until a field is edited', async () => {
    answer = refused(409, 'This username is taken');
    const { user: person, api } = renderIn(<RegisterForm onSwitchMode={vi.fn()} />);
    await person.type(field(/^First name/), ' Ravi ');
    await person.type(field(/^Last name/), 'Kumar');
    await person.type(field(/^Username/), 'ravik');
    await person.type(field(/^Email/), 'ravi@example.test');
    await person.type(field(/^Password/), 'abcdef');
    // The notice's optional uses: alerts start ticked, news and offers not; each is its own choice.
    expect(screen.getByRole('link', { name: /full privacy notice/ }).getAttribute('href')).toBe('/privacy');
    await person.click(screen.getByRole('checkbox', { name: /News and offers/ }));
    await person.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This username is taken');
    expect(sent(api)).toEqual([
      {
        firstName: 'Ravi',
        lastName: 'Kumar',
        username: 'ravik',
        email: 'ravi@example.test',
        password: 'abcdef',
        consents: { alerts: true, marketing: true },
      },
    ]);
    await person.type(field(/^Username/), '2');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the Create Account dialog', { timeout: 30_000 }, () => {
  const fill = async (person: ReturnType<typeof renderIn>['user'], password: string) => {
    await person.type(field(/^First name/), 'Ravi');
    await person.type(field(/^Last name/), 'Kumar');
    await person.type(field(/^Username/), 'ravik');
    await person.type(field(/^Email/), 'ravi@example.test');
    await person.type(field(/^Mobile number/), '+91 98765-43210');
    await person.type(field(/^Password/), password);
  };

  it('requires every field, the mobile number too, and keeps Create Account disabled until each passes, saying what is still needed', async () => {
    const { user: person } = renderIn(<CreateAccountDialog isOpen onClose={vi.fn()} />);
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
    const { user: person, api } = renderIn(<CreateAccountDialog isOpen onClose={vi.fn()} />);
    await screen.findByRole('button', { name: 'Create Account' });
    await fill(person, 'abcdefgh');
    await person.click(screen.getByRole('button', { name: 'Create Account' }));
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Please choose a stronger password.');
    expect(field(/^Password/).getAttribute('aria-describedby')).toContain(error.id);
    expect(api.requests).toEqual([]);

    await person.clear(field(/^Password/));
    await person.type(field(/^Password/), 'Charminar@1591');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('registers with the mobile number and signs in', async () => {
    const { user: person, api } = renderIn(<CreateAccountDialog isOpen onClose={vi.fn()} />);
    await screen.findByRole('button', { name: 'Create Account' });
    await fill(person, 'Charminar@1591');
    await person.click(screen.getByRole('checkbox', { name: /Alerts for searches I save/ }));
    await person.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration successful!')).toBeTruthy();
    expect(sent(api)).toEqual([
      {
        firstName: 'Ravi',
        lastName: 'Kumar',
        username: 'ravik',
        email: 'ravi@example.test',
        mobileNumber: '9876543210',
        password: 'Charminar@1591',
        consents: { alerts: false, marketing: false },
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
      const { user: person } = renderIn(form);
      await person.type(field(/^First name/), 'Ravi');
      await person.type(field(/^Last name/), 'Kumar');
      await person.type(field(/^Username/), 'ravik');
      await person.type(field(/^Email/), 'ravi@example.test');
      await person.type(field(/^Mobile number/), '9876543210');
      await person.type(field(/^Password/), 'Charminar@1591');

      answer = { status: 500, body: { success: false } };
      await person.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(refused)).toBeTruthy();

      answer = 'no answer';
      await person.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(network)).toBeTruthy();
      expect(localStorage.getItem('authToken')).toBeNull();
    });
  }
});
