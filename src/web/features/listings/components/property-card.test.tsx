// @vitest-environment happy-dom
// What a listing card says of itself: its rent shortened to the hundred, its line of key facts, what
// "Awaiting confirmation" means beside the badge, and no debug strip of id and stored status.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TPropertyCard } from '#shared/contracts/property.ts';
import { ToastProvider } from '#web/components/toast.tsx';
import { SessionProvider } from '#web/features/auth/session.tsx';
import { aCard } from '#web/test/fixtures.ts';
import { PropertyCard } from './property-card.tsx';

const card = (overrides: Partial<TPropertyCard>): TPropertyCard => ({
  id: 237,
  title: 'Lake view 2 BHK',
  type: 'Apartment',
  propertyType: 'Apartment',
  listingType: 'rent',
  city: 'Hyderabad',
  cityName: 'Hyderabad',
  areaName: 'Kondapur',
  imageUrl: null,
  thumbnailUrl: null,
  price: 38_500,
  priceDisplay: null,
  areaSqft: 1100,
  bedrooms: 2,
  bathrooms: 2,
  amenities: null,
  status: 'available',
  isFeatured: true,
  isVerified: false,
  isReadyToMove: true,
  ownerType: 'owner',
  user: { id: 5, firstName: 'Ravi', lastName: 'Kumar' },
  createdAt: '2026-11-20T05:00:00.000Z',
  confirmedAt: '2026-11-20T05:00:00.000Z',
  isAdminFeatured: false,
  keyFacts: [],
  deposit: null,
  furnishing: null,
  possessionStatus: null,
  preferredTenants: null,
  availableFrom: null,
  latitude: null,
  longitude: null,
  nearestStation: null,
  ...overrides,
});

const show = (property: TPropertyCard) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SessionProvider>
          <ToastProvider>
            <PropertyCard property={property} />
          </ToastProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a listing card', () => {
  it('shortens a rent to the hundred and shows no debug strip', () => {
    show(card({}));
    const text = screen.getByRole('article').textContent;
    expect(text).toContain('₹38.5 K');
    expect(text).not.toMatch(/Listing #|Status:/);
    expect(screen.queryByText(/Awaiting confirmation/)).toBeNull();
  });

  it('says what Awaiting confirmation means where the badge shows', () => {
    show(card({ status: 'unconfirmed' }));
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();
    expect(screen.getByText(/^Awaiting confirmation: its poster has not yet said this home is still available/)).toBeTruthy();
  });

  it('shows a rental’s deposit, furnishing and tenants, and a sale’s possession and furnishing, in one line', () => {
    show(aCard({ listingType: 'rent', deposit: 100_000, maintenance: 2_000, furnishing: 'semi', preferredTenants: 'family', petsAllowed: true }));
    expect(screen.getByText('Deposit ₹1,00,000 · Semi-furnished · For family')).toBeTruthy();
    cleanup();
    show(aCard({ listingType: 'sale', possessionStatus: 'under_construction', possessionDate: '2028-03-31', furnishing: 'fully' }));
    expect(screen.getByText('Under construction · Fully furnished')).toBeTruthy();
  });

  it('has no line of key facts when the poster gave none', () => {
    show(aCard({ listingType: 'rent', preferredTenants: 'anyone' }));
    expect(screen.getByRole('article').textContent).not.toMatch(/Deposit|furnished|For anyone/);
  });
});
