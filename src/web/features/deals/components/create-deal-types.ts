// The buyer as the Create Deal dialog carries it between its steps (from a search or a lead).
export type BuyerSummary = { id: number; name: string; email: string; phone: string | null };
