export const agreementKeys = {
  all: ['agreements'] as const,
  mine: (userId: number) => [...agreementKeys.all, 'mine', userId] as const,
  dealDraft: (dealId: number) => [...agreementKeys.all, 'deal-draft', dealId] as const,
  one: (agreementId: string) => [...agreementKeys.all, 'one', agreementId] as const,
};
