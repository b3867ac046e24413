import { describe, expect, it } from 'vitest';
import { parseReadQuery } from './query-params.ts';

const parse = (query: string) => parseReadQuery(new URLSearchParams(query), 'key_features');

describe('parseReadQuery', () => {
  it('reads select, filters, order and paging as supabase-js sends them', () => {
    expect(parse('select=id,name:title&is_active=eq.true&display_order=in.(1,"2,3")&order=display_order.desc.nullslast&limit=5&offset=10')).toEqual({
      select: [{ column: 'id' }, { column: 'title', alias: 'name' }],
      filters: [
        { column: 'is_active', operator: 'eq', negated: false, values: ['true'] },
        { column: 'display_order', operator: 'in', negated: false, values: ['1', '2,3'] },
      ],
      order: [{ column: 'display_order', descending: true, nulls: 'last' }],
      limit: 5,
      offset: 10,
    });
  });

  it('turns like wildcards into SQL and keeps negation', () => {
    expect(parse('title=not.ilike.*crm*').filters).toEqual([{ column: 'title', operator: 'ilike', negated: true, values: ['%crm%'] }]);
  });

  it('reads or/and trees with nesting, negation and quoted values', () => {
    expect(parse('or=(is_active.is.false,and(display_order.gte.2,title.eq."a,b"))').filters).toEqual([
      {
        kind: 'or',
        negated: false,
        items: [
          { column: 'is_active', operator: 'is', negated: false, values: ['false'] },
          {
            kind: 'and',
            negated: false,
            items: [
              { column: 'display_order', operator: 'gte', negated: false, values: ['2'] },
              { column: 'title', operator: 'eq', negated: false, values: ['a,b'] },
            ],
          },
        ],
      },
    ]);
    expect(parse('not.or=(display_order.eq.1,display_order.in.(2,3))').filters).toMatchObject([{ kind: 'or', negated: true }]);
  });

  it('answers an embedded filter and an embedding as PostgREST does', () => {
    expect(() => parse('owner.id=eq.1')).toThrow(expect.objectContaining({ body: expect.objectContaining({ code: 'PGRST108' }) }));
    expect(() => parse('select=*,owner(*)')).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code: 'PGRST200', message: "Could not find a relationship between 'key_features' and 'owner' in the schema cache" }) }),
    );
  });

  it.each(['title=regex.x', 'title=abc', 'id=in.1,2', 'flag=is.maybe', 'order=title.sideways', 'limit=-1', 'or=a.eq.1', 'or=(a)', 'title=in.("a'])(
    'refuses %s with PGRST100',
    (query) => {
      expect(() => parse(query)).toThrow(expect.objectContaining({ status: 400, body: expect.objectContaining({ code: 'PGRST100' }) }));
    },
  );
});
