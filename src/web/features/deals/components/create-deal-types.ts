// The buyer as the Create Deal dialog carries it between its steps (from a search or a lead). A
// search by phone answers no email (the look-up gives only what the deal needs).
export type BuyerSummary = { id: number; name: string; email?: string; phone: string | null };
