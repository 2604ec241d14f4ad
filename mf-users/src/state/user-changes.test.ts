import { userChanges, hasChanges } from './user-changes';

const teacher = { id: 7, displayname: 'Sara Ahmed', userName: 'sara', role_id: 2, flags: ['exam', 'ans'] as ('exam' | 'ans')[] };
const unchanged = { displayName: 'Sara Ahmed', roleId: 2, flags: ['ans', 'exam'] as ('exam' | 'ans')[], newPassword: '' };

describe('the putusers body of an edit', () => {
  it('is only the UserId when nothing changed (flag order does not count)', () => {
    const changes = userChanges(teacher, unchanged);
    expect(changes).toEqual({ UserId: 7 });
    expect(hasChanges(changes)).toBe(false);
  });

  it('carries a trimmed display name only when it differs', () => {
    expect(userChanges(teacher, { ...unchanged, displayName: '  Sara Ahmed ' })).toEqual({ UserId: 7 });
    expect(userChanges(teacher, { ...unchanged, displayName: ' Sara A. Ahmed ' })).toEqual({ UserId: 7, displayname: 'Sara A. Ahmed' });
  });

  it('carries flags in canonical order when they changed', () => {
    expect(userChanges(teacher, { ...unchanged, flags: ['interview', 'exam', 'ans'] })).toEqual({
      UserId: 7,
      flags: ['exam', 'ans', 'interview'],
    });
  });

  it('sends the flags with a role change, even when they equal the old ones', () => {
    expect(userChanges(teacher, { ...unchanged, roleId: 3, flags: ['ans'] })).toEqual({ UserId: 7, role_id: 3, flags: ['ans'] });
    expect(userChanges(teacher, { ...unchanged, roleId: 3 })).toEqual({ UserId: 7, role_id: 3, flags: ['exam', 'ans'] });
  });

  it('carries a new password only when one was typed', () => {
    expect(userChanges(teacher, { ...unchanged, newPassword: 'Abcdefgh2345' })).toEqual({ UserId: 7, password: 'Abcdefgh2345' });
  });
});
