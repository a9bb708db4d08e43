export const agreementKeys = {
  all: ['agreements'] as const,
  mine: (userId: number) => [...agreementKeys.all, 'mine', userId] as const,
  one: (agreementId: string) => [...agreementKeys.all, 'one', agreementId] as const,
};
