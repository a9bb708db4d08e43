// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from '#shared/zod.ts';
import { TextField } from '../components/schema-field.tsx';
import { ApiError } from './api-client.ts';
import { useSchemaForm } from './use-schema-form.ts';
import { renderInApp } from '../test/render.tsx';

const ZVisit = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  note: z.string().max(5, 'Note must be at most 5 characters'),
});

/** A small form on the layer: what it sends, and a server answer naming a field or not. */
function VisitForm({ onSend, failure }: { onSend(visit: z.output<typeof ZVisit>): void; failure?: Record<string, string> }) {
  const form = useSchemaForm(ZVisit, { name: '', email: '', note: '' });
  const submit = form.handleSubmit((visit) => {
    onSend(visit);
    if (failure) form.showFailure(new ApiError('Could not book the visit', 409, failure));
  });
  return (
    <form onSubmit={submit} noValidate>
      {form.banner && <p role="alert">{form.banner}</p>}
      <TextField form={form} name="name" label="Name" />
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="note" label="Note" hint="A few words" />
      <button type="submit">Book</button>
    </form>
  );
}

// Typing each letter renders the form again: generous on a loaded machine.
describe('the schema form layer', { timeout: 30_000 }, () => {
  it('labels each input, marks the fields the schema requires, and ties the hint to its input', () => {
    renderInApp(<VisitForm onSend={vi.fn()} />);
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-required')).toBe('true');
    const note = screen.getByLabelText('Note');
    expect(note.getAttribute('aria-required')).toBeNull();
    expect(document.getElementById(note.getAttribute('aria-describedby') ?? '')?.textContent).toBe('A few words');
  });

  it("shows a field's error once it is edited and left, not while first typed, and drops it when the value passes", async () => {
    const { user } = renderInApp(<VisitForm onSend={vi.fn()} />);
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'ravi@');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    await user.tab();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Enter a valid email address');
    expect(email.getAttribute('aria-describedby')).toContain(error.id);
    // Shown as the field is left, not announced: only a press of the button interrupts.
    expect(error.getAttribute('role')).toBeNull();
    await user.type(email, 'example.test');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('leaves a field passed over without typing alone, and waits for it to be left again once typed into', async () => {
    const { user } = renderInApp(<VisitForm onSend={vi.fn()} />);
    await user.click(screen.getByLabelText(/^Email/));
    await user.tab();
    expect(screen.queryByText('Email is required')).toBeNull();
    await user.type(screen.getByLabelText(/^Email/), 'ravi@');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
  });

  it('blocks a submit the schema refuses: every error is announced and the first invalid field takes focus', async () => {
    const onSend = vi.fn();
    const { user } = renderInApp(<VisitForm onSend={onSend} />);
    await user.type(screen.getByLabelText('Note'), 'too long');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Email is required',
      'Note must be at most 5 characters',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
  });

  it("sends the schema's output once every field passes", async () => {
    const onSend = vi.fn();
    const { user } = renderInApp(<VisitForm onSend={onSend} />);
    await user.type(screen.getByLabelText(/^Name/), '  Ravi ');
    await user.type(screen.getByLabelText(/^Email/), 'ravi@example.test');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Ravi', email: 'ravi@example.test', note: '' });
  });

  it("puts the server's word about a field under that field (which takes focus) until it is edited, and any other failure in the banner until any edit", async () => {
    const { user, unmount } = renderInApp(<VisitForm onSend={vi.fn()} failure={{ email: 'This email is taken' }} />);
    await user.type(screen.getByLabelText(/^Name/), 'Ravi');
    await user.type(screen.getByLabelText(/^Email/), 'ravi@example.test');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByRole('alert').textContent).toBe('This email is taken');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'x');
    expect(screen.queryByText('This email is taken')).toBeNull();
    unmount();

    renderInApp(<VisitForm onSend={vi.fn()} failure={{}} />);
    await user.type(screen.getByLabelText(/^Name/), 'Ravi');
    await user.type(screen.getByLabelText(/^Email/), 'ravi@example.test');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByRole('alert').textContent).toBe('Could not book the visit');
    await user.type(screen.getByLabelText('Note'), 'a');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
