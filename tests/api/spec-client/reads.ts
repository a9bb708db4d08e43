// What the spec's client reads from answers (section 7, with the entities of section 3).
import { expect } from 'vitest';
import type { Json } from './world.ts';

/** 'A list, or an object with a data list'. */
export function listOf(answer: Json): Json[] {
  const list = Array.isArray(answer) ? answer : answer.data;
  expect(Array.isArray(list)).toBe(true);
  return list;
}

function readsPerson(person: Json) {
  expect(person).toMatchObject({ id: expect.any(Number), firstName: expect.any(String), lastName: expect.any(String), email: expect.any(String) });
  expect(person).toHaveProperty('mobileNumber');
}

/** Property: id, title, type, listingType, city, areaName, imageUrl, price, priceDisplay, rooms, flags, ownerType, area, user. */
export function readsProperty(p: Json) {
  expect(p).toMatchObject({
    id: expect.any(Number),
    propertyId: p.id,
    title: expect.any(String),
    description: expect.any(String),
    type: expect.any(String),
    propertyType: expect.any(String),
    listingType: expect.stringMatching(/^(sale|rent)$/i),
    city: expect.any(String),
    cityName: expect.any(String),
    areaName: expect.any(String),
    imageUrl: expect.any(String),
    price: expect.any(Number),
    priceDisplay: expect.any(String),
    bedrooms: expect.any(Number),
    bathrooms: expect.any(Number),
    balconies: expect.any(Number),
    status: expect.any(String),
    isFeatured: expect.any(Boolean),
    isActive: expect.any(Boolean),
    isVerified: expect.any(Boolean),
    isReadyToMove: expect.any(Boolean),
    ownerType: expect.stringMatching(/^(owner|broker)$/i),
    area: { id: expect.any(Number), areaId: expect.any(Number), areaName: expect.any(String) },
    user: { id: expect.any(Number), firstName: expect.any(String), lastName: expect.any(String) },
  });
  for (const field of ['pincode', 'address', 'areaSqft', 'amenities']) expect(p).toHaveProperty(field);
}

/** A card of the featured list (its shape is not in the spec): what the spec's card shows. */
export function readsCard(p: Json) {
  expect(p).toMatchObject({
    id: expect.any(Number),
    title: expect.any(String),
    listingType: expect.any(String),
    price: expect.any(Number),
    imageUrl: expect.any(String),
    user: { firstName: expect.any(String) },
  });
}

/** Deal: ids, stage, property facts, the three people flat and nested, notes, dates, flags. */
export function readsDeal(d: Json) {
  expect(d).toMatchObject({
    id: expect.any(Number),
    dealId: d.id,
    stage: expect.any(String),
    currentStage: d.stage,
    propertyId: expect.any(Number),
    propertyTitle: expect.any(String),
    propertyPrice: expect.any(Number),
    propertyCity: expect.any(String),
    agreedPrice: expect.any(Number),
    buyerId: expect.any(Number),
    sellerId: expect.any(Number),
    agentId: expect.any(Number),
    buyerName: expect.any(String),
    buyerEmail: expect.any(String),
    sellerName: expect.any(String),
    sellerEmail: expect.any(String),
    agentName: expect.any(String),
    agentEmail: expect.any(String),
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
    buyerDocUploaded: expect.any(Boolean),
    sellerConfirmed: expect.any(Boolean),
    adminVerified: expect.any(Boolean),
    paymentInitiated: expect.any(Boolean),
    paymentCompleted: expect.any(Boolean),
  });
  for (const field of [
    'notes',
    'buyerMobile',
    'sellerMobile',
    'agentMobile',
    'inquiryDate',
    'shortlistDate',
    'negotiationDate',
    'agreementDate',
    'registrationDate',
    'paymentDate',
    'completedDate',
  ]) {
    expect(d).toHaveProperty(field);
  }
  expect(d.property).toMatchObject({
    id: d.propertyId,
    title: d.propertyTitle,
    city: d.propertyCity,
    price: d.propertyPrice,
    bedrooms: expect.any(Number),
  });
  expect(d.property).toHaveProperty('imageUrl');
  for (const person of [d.property.user, d.buyer, d.seller, d.agent]) readsPerson(person);
  expect([d.buyer.id, d.seller.id, d.agent.id, d.property.user.id]).toEqual([d.buyerId, d.sellerId, d.agentId, d.sellerId]);
}

export const readsDeals = (answer: Json) => listOf(answer).forEach(readsDeal);
export const readsProperties = (answer: Json) => listOf(answer).forEach(readsProperty);
