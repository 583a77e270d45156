import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../internal/testing/memoryStorage';
import { deviceId, readStored, removeStored, writeStored } from './storage';

const broken = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
} as unknown as Storage;

describe('storage', () => {
  it('reads back what it wrote', () => {
    const storage = new MemoryStorage();
    expect(writeStored('token', 'abc', storage)).toBe(true);
    expect(readStored('token', storage)).toBe('abc');
    removeStored('token', storage);
    expect(readStored('token', storage)).toBeNull();
  });

  it('never throws when storage is blocked, full or missing', () => {
    expect(readStored('token', broken)).toBeNull();
    expect(writeStored('token', 'abc', broken)).toBe(false);
    expect(() => {
      removeStored('token', broken);
    }).not.toThrow();
    expect(readStored('token', null)).toBeNull();
    expect(writeStored('token', 'abc', null)).toBe(false);
  });

  it('makes one device id and keeps it', () => {
    const storage = new MemoryStorage();
    const first = deviceId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId(storage)).toBe(first);
    expect(deviceId(broken)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
