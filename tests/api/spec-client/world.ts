// The spec's client against a test app: who is there, and the shape of one row of its call table.
import type { InjectOptions } from 'fastify';
import type { TestApp, TestUser } from '../helper.ts';
import type { Reference } from '../listing-fixtures.ts';

/** Answers are read as the spec's untyped client reads them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of every shape, checked by the assertions.
export type Json = any;

export type World = {
  t: TestApp;
  ref: Reference;
  admin: TestUser;
  agent: TestUser;
  seller: TestUser;
  buyer: TestUser;
  listing: { id: number };
  picture: string;
  dealId: number;
};

export type Row = {
  /** As the spec's table writes it. */
  call: string;
  /** Whose stored authToken the client sends (the table's 'bearer'), or nobody. */
  as?: (w: World) => TestUser;
  send: (w: World) => Promise<InjectOptions> | InjectOptions;
  /** What the spec's client reads from a successful answer. */
  reads?: (answer: Json, w: World) => void;
  /** Refused on purpose: the status and why. */
  refused?: { status: number; reason: string };
};

export const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

let counter = 0;
/** A text no other call of this run has used. */
export const fresh = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export const staff = (world: World) => world.agent;
export const admin = (world: World) => world.admin;
export const seller = (world: World) => world.seller;
export const buyer = (world: World) => world.buyer;
