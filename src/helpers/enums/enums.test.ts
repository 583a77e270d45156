import { describe, expect, it } from 'vitest';
import { authModes, contactTypes, paymentMethods, planIds, storedKeys, toastKinds } from './enums';

describe('the shared enumerations', () => {
  it('lists every value, in its agreed order', () => {
    expect(planIds).toEqual(['lite', 'basic', 'plus', 'pro']);
    expect(paymentMethods).toEqual([
      'gift_card',
      'debit_card',
      'bank_transfer',
      'wallet',
      'prepaid_card',
    ]);
    expect(authModes).toEqual(['signup', 'signin']);
    expect(contactTypes).toEqual(['email', 'mobile', 'invalid']);
    expect(toastKinds).toEqual(['success', 'info', 'error']);
    expect(storedKeys).toEqual(['token', 'device-id', 'root-url', 'select-sub', 'budget-plan']);
  });
});
