import type { Readable } from 'node:stream';
import type { Question } from '@mizan/shared';
import { MEDIA_PATH_PATTERN } from '../media-ids';
import type { MediaStore } from '../media-storage';
import type { ExportEntry } from './export-source';

const RASTER = /^image\/(png|jpeg|gif|webp|bmp)$/;

async function bytesOf(read: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(read)) return read;
  const chunks: Buffer[] = [];
  for await (const chunk of read) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The entries with each picture uploaded here (`/api/media/<id>`) made an
 * inline data: picture, so a file written for another system (Moodle XML,
 * GIFT) carries the picture itself rather than an address only this site
 * answers; the writers then place it as the format does. A picture that is
 * gone or not a raster image keeps its address.
 */
export async function withOwnPicturesInline(entries: readonly ExportEntry[], media: MediaStore): Promise<ExportEntry[]> {
  const inline = new Map<string, Promise<string | null>>();
  const dataUrlOf = async (id: string): Promise<string | null> => {
    const found = await media.find(id);
    if (!found || found.deletedAt || !RASTER.test(found.contentType)) return null;
    const read = await media.read(found, null);
    return read ? `data:${found.contentType};base64,${(await bytesOf(read)).toString('base64')}` : null;
  };
  const pictureOf = (url: string) => {
    const id = MEDIA_PATH_PATTERN.exec(url)?.[1];
    if (!id) return Promise.resolve(null);
    if (!inline.has(id)) inline.set(id, dataUrlOf(id));
    return inline.get(id) as Promise<string | null>;
  };
  const visit = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(visit));
    if (typeof value !== 'object' || value === null) return value;
    const node = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) copy[key] = await visit(child);
    if (node.type === 'image' && typeof node.url === 'string') copy.url = (await pictureOf(node.url)) ?? node.url;
    if (node.type === 'LabelQComponent' && typeof node.image === 'string') copy.image = (await pictureOf(node.image)) ?? node.image;
    return copy;
  };
  return Promise.all(entries.map(async (entry) => ({ ...entry, question: (await visit(entry.question)) as Question })));
}
