export const agreementKeys = {
  all: ['agreements'] as const,
  mine: (userId: number) => [...agreementKeys.all, 'mine', userId] as const,
};
