import { describe, expect, it } from 'vitest';
import { upsertById } from './upsertById';

describe('upsertById', () => {
  const documents = [
    { $id: 'a', notes: 'one' },
    { $id: 'b', notes: 'two' },
  ];

  it('replaces the document with the same $id in place', () => {
    expect(upsertById(documents, { $id: 'a', notes: 'changed' })).toEqual([
      { $id: 'a', notes: 'changed' },
      { $id: 'b', notes: 'two' },
    ]);
  });

  it('appends a document with a new $id', () => {
    expect(upsertById(documents, { $id: 'c', notes: 'three' }).map((d) => d.$id)).toEqual(['a', 'b', 'c']);
  });

  it('can put a new item first', () => {
    expect(
      upsertById(documents, { $id: 'c', notes: 'three' }, '$id', { at: 'start' }).map((d) => d.$id),
    ).toEqual(['c', 'a', 'b']);
  });

  it('keys geofences by id', () => {
    const geofences = [
      { id: 1, name: 'Depot' },
      { id: 2, name: 'Yard' },
    ];
    expect(upsertById(geofences, { id: 2, name: 'Yard 2' }, 'id')).toEqual([
      { id: 1, name: 'Depot' },
      { id: 2, name: 'Yard 2' },
    ]);
    expect(upsertById(geofences, { id: 3, name: 'Office' }, 'id')).toHaveLength(3);
  });

  it('leaves the given list unchanged', () => {
    const before = structuredClone(documents);
    upsertById(documents, { $id: 'a', notes: 'changed' });
    upsertById(documents, { $id: 'z', notes: 'new' });
    expect(documents).toEqual(before);
  });
});
