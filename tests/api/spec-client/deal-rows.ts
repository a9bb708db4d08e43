// The spec's calls for deals, agents and people (section 7, the bearer rows).
import { expect } from 'vitest';
import { bearer } from '../helper.ts';
import { multipartBody, pdfBytes } from '../fixtures/deals.ts';
import { postListing } from '../listing-fixtures.ts';
import { listOf, readsDeal, readsDeals } from './reads.ts';
import { dealAt } from './sends.ts';
import { admin, buyer, json, seller, staff, type Json, type Row } from './world.ts';

export const dealRows: Row[] = [
  {
    call: 'POST /api/deals/{id}/upload-document (JSON {docUrl} built from a placeholder storage path)',
    as: buyer,
    send: (world) => json('POST', `/api/deals/${world.dealId}/upload-document`, { docUrl: 'https://storage.example.com/placeholder/deed.pdf' }),
    refused: {
      status: 400,
      reason: 'Gruha keeps deal documents itself: a docUrl is accepted only as the download URL of a document already uploaded to this deal',
    },
  },
  {
    call: 'POST /api/deals/{id}/upload-document (JSON {docUrl} of a document this deal holds)',
    as: buyer,
    send: async (world) => {
      const body = multipartBody(pdfBytes());
      const uploaded = await world.t.app.inject({
        method: 'POST',
        url: `/api/deals/${world.dealId}/upload-document`,
        ...body,
        headers: { ...body.headers, ...bearer(world.buyer.token) },
      });
      return json('POST', `/api/deals/${world.dealId}/upload-document`, { docUrl: uploaded.json().data.downloadUrl });
    },
    reads: (answer) => expect(answer.success).toBe(true),
  },
  {
    call: 'PUT /api/deals/{id}/stage',
    as: staff,
    send: async (world) =>
      json('PUT', `/api/deals/${await dealAt(world, 'INQUIRY')}/stage`, {
        stage: 'NEGOTIATION',
        notes: 'Met the buyer at the site',
        date: '2026-11-20',
      }),
    reads: (answer) => {
      readsDeal(answer.data);
      expect(answer.data.stage).toBe('NEGOTIATION');
      expect(answer.message).toEqual(expect.any(String));
    },
  },
  {
    call: 'POST /api/deals/{id}/seller-confirm',
    as: seller,
    send: async (world) => json('POST', `/api/deals/${await dealAt(world, 'REGISTRATION')}/seller-confirm`, { notes: 'Registration done' }),
    reads: (answer) => {
      readsDeal(answer.data);
      expect(answer.data.sellerConfirmed).toBe(true);
    },
  },
  {
    call: 'POST /api/deals/{id}/complete-payment',
    as: staff,
    send: async (world) => json('POST', `/api/deals/${await dealAt(world, 'PAYMENT')}/complete-payment`),
    reads: (answer) => {
      readsDeal(answer.data);
      expect(answer.data.paymentCompleted).toBe(true);
    },
  },
  ...(['USER', 'BUYER', 'SELLER'] as const).map((role): Row => ({
    call: `GET /api/deals/my-deals?userRole=${role}&userId={id}`,
    as: role === 'SELLER' ? seller : buyer,
    send: (world) => json('GET', `/api/deals/my-deals?userRole=${role}&userId=${(role === 'SELLER' ? world.seller : world.buyer).id}`),
    reads: (answer, world) => {
      readsDeals(answer);
      expect(answer.data.map((d: Json) => d.id)).toContain(world.dealId);
      // A USER viewer: phones hidden, nested ones too.
      answer.data.forEach((d: Json) => expect([d.buyerMobile, d.buyer.mobileNumber, d.property.user.mobileNumber]).toEqual([null, null, null]));
    },
  })),
  {
    call: "GET /api/deals/my-deals?userRole={role}&userId={id} (the agent's own role)",
    as: staff,
    send: (world) => json('GET', `/api/deals/my-deals?userRole=AGENT&userId=${world.agent.id}`),
    reads: (answer, world) => {
      readsDeals(answer);
      expect(answer.data.find((d: Json) => d.id === world.dealId).buyer.mobileNumber).toBe(world.buyer.mobileNumber);
    },
  },
  {
    call: 'GET /api/deals/admin/dashboard?userId={id}',
    as: admin,
    send: (world) => json('GET', `/api/deals/admin/dashboard?userId=${world.admin.id}`),
    reads: (answer, world) => {
      expect(answer.success).toBe(true);
      const agent = answer.data.agentPerformance.find((a: Json) => a.agentId === world.agent.id);
      expect(agent).toMatchObject({
        agentName: expect.any(String),
        agentEmail: expect.any(String),
        agentMobile: world.agent.mobileNumber,
        totalDeals: expect.any(Number),
        completedDeals: expect.any(Number),
      });
    },
  },
  {
    call: 'GET /api/deals/admin/agent/{agentId}?userId={id}',
    as: admin,
    send: (world) => json('GET', `/api/deals/admin/agent/${world.agent.id}?userId=${world.admin.id}`),
    reads: (answer, world) => {
      readsDeals(answer);
      expect(listOf(answer).map((d) => d.id)).toContain(world.dealId);
    },
  },
  {
    call: 'GET /api/deals/user/{id}/role/BUYER',
    as: buyer,
    send: (world) => json('GET', `/api/deals/user/${world.buyer.id}/role/BUYER`),
    reads: (answer, world) => {
      readsDeals(answer);
      expect(listOf(answer).map((d) => d.id)).toContain(world.dealId);
    },
  },
  {
    call: 'GET /api/deals/buyer/{buyerId}',
    as: buyer,
    send: (world) => json('GET', `/api/deals/buyer/${world.buyer.id}`),
    reads: (answer, world) => expect(listOf(answer).map((d) => d.id)).toContain(world.dealId),
  },
  {
    call: 'GET /api/deals/property/{propertyId}',
    as: staff,
    send: (world) => json('GET', `/api/deals/property/${world.listing.id}`),
    reads: (answer, world) => {
      readsDeals(answer);
      expect(listOf(answer).map((d) => d.id)).toEqual([world.dealId]);
    },
  },
  {
    call: 'GET /api/deals/agent/{agentId}',
    as: staff,
    send: (world) => json('GET', `/api/deals/agent/${world.agent.id}`),
    reads: (answer, world) => {
      readsDeals(answer);
      expect(listOf(answer).map((d) => d.id)).toContain(world.dealId);
    },
  },
  ...(['INQUIRY', 'SHORTLIST', 'NEGOTIATION', 'AGREEMENT', 'REGISTRATION', 'PAYMENT'] as const).map((stage): Row => ({
    call: `GET /api/deals/stage/${stage}?userId={id}`,
    as: admin,
    send: (world) => json('GET', `/api/deals/stage/${stage}?userId=${world.admin.id}`),
    reads: (answer) => {
      readsDeals(answer);
      listOf(answer).forEach((d) => expect(d.stage).toBe(stage));
    },
  })),
  {
    call: 'POST /api/deals/create',
    as: staff,
    send: async (world) => {
      const listing = await postListing(world.t, world.ref, world.seller.token);
      return json('POST', '/api/deals/create', { propertyId: listing.id, buyerId: world.buyer.id, agentId: world.agent.id, agreedPrice: 11_500_000 });
    },
    reads: (answer) => {
      expect(answer.success).toBe(true);
      readsDeal(answer.data);
    },
  },
  {
    call: 'POST /api/deals/create (the same buyer and property again: message on failure)',
    as: staff,
    send: (world) =>
      json('POST', '/api/deals/create', { propertyId: world.listing.id, buyerId: world.buyer.id, agentId: world.agent.id, agreedPrice: 11_500_000 }),
    refused: { status: 409, reason: "a deal is unique per buyer and property (spec section 4); the client shows the server's message" },
  },
  {
    call: 'GET /api/agents/{id}/all-properties',
    as: staff,
    send: (world) => json('GET', `/api/agents/${world.agent.id}/all-properties`),
    reads: (answer, world) => {
      expect(answer.success).toBe(true);
      expect(answer.data.map((p: Json) => p.id)).toContain(world.listing.id);
    },
  },
  {
    call: 'GET /api/agents/{id}/stats',
    as: staff,
    send: (world) => json('GET', `/api/agents/${world.agent.id}/stats`),
    reads: (answer) => {
      expect(answer.success).toBe(true);
      expect(answer.data).toMatchObject({ totalDeals: expect.any(Number), activeDeals: expect.any(Number), completedDeals: expect.any(Number) });
    },
  },
  {
    call: 'GET /api/users',
    as: admin,
    send: () => json('GET', '/api/users'),
    reads: (answer, world) => {
      const users = listOf(answer);
      expect(users.map((u) => u.id)).toContain(world.buyer.id);
      users.forEach((u) =>
        expect(u).toMatchObject({
          id: expect.any(Number),
          firstName: expect.any(String),
          username: expect.any(String),
          role: expect.stringMatching(/^(USER|AGENT|ADMIN)$/),
        }),
      );
    },
  },
  {
    call: 'GET /api/users/agents',
    as: admin,
    send: () => json('GET', '/api/users/agents'),
    reads: (answer, world) => expect(listOf(answer).map((u) => u.id)).toContain(world.agent.id),
  },
  {
    call: 'GET /api/users/search?phone={10 digits}',
    as: staff,
    send: (world) => json('GET', `/api/users/search?phone=${world.buyer.mobileNumber}`),
    reads: (answer, world) => {
      expect(answer.success).toBe(true);
      // The look-up answers only what the create-deal flow needs: no email or address (SECURITY.md 10a).
      expect(answer.data).toMatchObject({ id: world.buyer.id, mobileNumber: world.buyer.mobileNumber, firstName: expect.any(String) });
      expect(answer.data).not.toHaveProperty('email');
    },
  },
  {
    call: 'PUT /api/users/{id} (the edited user, sent whole)',
    as: admin,
    send: async (world) => {
      const person = await world.t.createUser();
      const listed = (
        await world.t.app.inject({ method: 'GET', url: `/api/users?search=${person.username}`, headers: bearer(world.admin.token) })
      ).json().data[0];
      return json('PUT', `/api/users/${person.id}`, { ...listed, lastName: 'Edited', role: 'agent' });
    },
    reads: (answer) => expect(answer.data).toMatchObject({ lastName: 'Edited', role: 'AGENT' }),
  },
  {
    call: 'DELETE /api/users/{id}',
    as: admin,
    send: async (world) => json('DELETE', `/api/users/${(await world.t.createUser()).id}`),
    reads: (answer) => expect(answer.success).toBe(true),
  },
];
