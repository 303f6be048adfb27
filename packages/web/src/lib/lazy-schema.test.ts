import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.string() });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ id: 'a', extra: 1 })).toEqual({ id: 'a' });
    expect(schema.safeParse({ id: 2 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('reports the same failures as the schema itself', () => {
    const eager = z.object({ dosage: z.number().positive('Must be more than 0') });
    const lazy = lazySchema(() => z.object({ dosage: z.number().positive('Must be more than 0') }));
    expect(lazy.safeParse({ dosage: -1 }).error?.issues).toEqual(eager.safeParse({ dosage: -1 }).error?.issues);
    expect(() => lazy.parse({ dosage: 'x' })).toThrow(z.ZodError);
  });

  it('nests in other schemas, lazy or not, and extends', () => {
    const dose = lazySchema(() => z.object({ id: z.string(), dosage: z.number().nullable() }));
    const withName = lazySchema(() => dose.extend({ name: z.string() }));
    const list = z.object({ doses: z.array(withName) });
    expect(list.parse({ doses: [{ id: 'd', dosage: null, name: 'Zinc' }] })).toEqual({ doses: [{ id: 'd', dosage: null, name: 'Zinc' }] });
    expect(list.safeParse({ doses: [{ id: 'd', dosage: null }] }).success).toBe(false);
    expect(Object.keys(withName.shape)).toEqual(['id', 'dosage', 'name']);
  });

  it('passes zod’s instanceof checks and keeps its identity', () => {
    const schema = lazySchema(() => z.object({ id: z.string() }));
    expect(schema instanceof z.ZodObject).toBe(true);
    expect(schema instanceof z.ZodString).toBe(false);
    const same = schema;
    expect(same === schema).toBe(true);
    expect(Object.getPrototypeOf(schema)).toBe(Object.getPrototypeOf(z.object({})));
  });

  it('refuses to be frozen, and keeps working', () => {
    const schema = lazySchema(() => z.object({ id: z.string() }));
    expect(() => Object.freeze(schema)).toThrow(TypeError);
    expect(schema.parse({ id: 'a' })).toEqual({ id: 'a' });
  });

  it('runs transforms, defaults and refinements as written', () => {
    const schema = lazySchema(() =>
      z.object({ notes: z.string().trim().default(''), days: z.coerce.number().refine((d) => d === 7 || d === 30, 'days must be 7 or 30') }),
    );
    expect(schema.parse({ notes: '  hi ', days: '7' })).toEqual({ notes: 'hi', days: 7 });
    expect(schema.safeParse({ days: '8' }).error?.issues[0]?.message).toBe('days must be 7 or 30');
  });
});
