// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStepAddress } from '#web/lib/use-step-address.ts';
import { renderInApp } from '#web/test/render.tsx';
import { INITIAL_AGREEMENT_FORM, useAgreementWizard } from '../hooks/use-agreement-wizard.ts';
import { PartiesStep } from './parties-step.tsx';
import { TermsStep } from './terms-step.tsx';

/** The wizard's two form steps as the agreement page shows them, from the Parties step. */
function Steps() {
  const wizard = useAgreementWizard(useStepAddress(5, 2), INITIAL_AGREEMENT_FORM);
  return (
    <>
      {wizard.step === 2 && <PartiesStep wizard={wizard} />}
      {wizard.step === 3 && <TermsStep wizard={wizard} />}
      {wizard.step === 4 && <p>Review</p>}
    </>
  );
}

const owner = () => screen.getByRole('group', { name: 'Owner (Landlord) Details' });
const tenant = () => screen.getByRole('group', { name: 'Tenant Details' });
const within = (group: HTMLElement, label: string) => {
  const input = [...group.querySelectorAll('input, select')].find(
    (control) => control.id && group.querySelector(`label[for="${control.id}"]`)?.textContent.startsWith(label),
  );
  if (!input) throw new Error(`no field ${label}`);
  return input as HTMLInputElement;
};

// Typing each letter renders the form again: generous on a loaded machine.
describe("the agreement wizard's steps", { timeout: 30_000 }, () => {
  it('Parties: Next waits until both parties are complete; phone and ID numbers take only what they can hold, and say what is wrong', async () => {
    const { user } = renderInApp(<Steps />);
    const next = screen.getByRole('button', { name: 'Next: Property Details' });
    expect(next).toHaveProperty('disabled', true);

    await user.type(within(owner(), 'Full Name'), 'Ravi Kumar');
    await user.type(within(owner(), 'Phone Number'), '98a765-43210');
    expect(within(owner(), 'Phone Number').value.replace(/\D/g, '')).toBe('9876543210');
    await user.selectOptions(within(owner(), 'Govt. ID Type'), 'PAN');
    await user.type(within(owner(), 'PAN Number'), 'abcpe1234f');
    expect(within(owner(), 'PAN Number').value).toBe('ABCPE1234F');

    await user.type(within(tenant(), 'Full Name'), 'Sita Rao');
    await user.type(within(tenant(), 'Phone Number'), '9123456780');
    await user.type(within(tenant(), 'Aadhaar Number'), '1234');
    await user.tab();
    expect(screen.getByText('Must be exactly 12 numeric digits.')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);

    await user.selectOptions(within(tenant(), 'Govt. ID Type'), 'PAN');
    expect(within(tenant(), 'PAN Number').value).toBe('');
    await user.type(within(tenant(), 'PAN Number'), 'PQRPS6789K');
    expect(next).toHaveProperty('disabled', false);
    await user.click(next);
    expect(screen.getByRole('heading', { name: 'Step 2: Property & Terms' })).toBeTruthy();
  });

  it('Terms: amounts keep their digits, and Back returns to the parties as they were entered', async () => {
    const { user } = renderInApp(<Steps />);
    await user.type(within(owner(), 'Full Name'), 'Ravi Kumar');
    await user.type(within(owner(), 'Phone Number'), '9876543210');
    await user.selectOptions(within(owner(), 'Govt. ID Type'), 'PAN');
    await user.type(within(owner(), 'PAN Number'), 'ABCPE1234F');
    await user.type(within(tenant(), 'Full Name'), 'Sita Rao');
    await user.type(within(tenant(), 'Phone Number'), '9123456780');
    await user.selectOptions(within(tenant(), 'Govt. ID Type'), 'PAN');
    await user.type(within(tenant(), 'PAN Number'), 'PQRPS6789K');
    await user.click(screen.getByRole('button', { name: 'Next: Property Details' }));

    const rent = screen.getByLabelText(/^Monthly Rent/) as HTMLInputElement;
    await user.type(rent, '25,000 rupees');
    expect(rent.value).toBe('25000');
    expect(screen.getByRole('button', { name: /^Next/ })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(within(owner(), 'Full Name').value).toBe('Ravi Kumar');
    expect(within(tenant(), 'PAN Number').value).toBe('PQRPS6789K');
  });
});
