import { screenPreloads } from './screen-preloads';

const LIST = JSON.stringify({ '/apply': ['/remotes/mf_exam/1.js', '/remotes/mf_exam/2.js'], '/login': ['/remotes/mf_exam/3.js'] });

describe('screenPreloads', () => {
  it('gives the files of the screen at the address, /apply covering /apply/{id}', () => {
    expect(screenPreloads('/apply/12', LIST)).toEqual([
      { href: '/remotes/mf_exam/1.js', as: 'script' },
      { href: '/remotes/mf_exam/2.js', as: 'script' },
    ]);
    expect(screenPreloads('/apply', LIST)).toHaveLength(2);
    expect(screenPreloads('/login', LIST)).toEqual([{ href: '/remotes/mf_exam/3.js', as: 'script' }]);
  });

  it('gives nothing for another address, nor for /applyx, nor for a missing or broken list', () => {
    expect(screenPreloads('/assessment', LIST)).toEqual([]);
    expect(screenPreloads('/applyx', LIST)).toEqual([]);
    expect(screenPreloads('/apply/1', undefined)).toEqual([]);
    expect(screenPreloads('/apply/1', '{not json')).toEqual([]);
    expect(screenPreloads('/apply/1', '{"/apply": [1, "/a.js"]}')).toEqual([{ href: '/a.js', as: 'script' }]);
  });
});
