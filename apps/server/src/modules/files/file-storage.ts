import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';

/** Where files live. Local folder by default; an S3-compatible bucket can implement the same. */
export interface FileStorage {
  read(path: string): Promise<Buffer | null>;
  write(path: string, data: string | Buffer): Promise<void>;
  /** Deletes a file; a missing one is not an error. */
  remove(path: string): Promise<void>;
}

/** Rejects anything that could climb out of the storage root. */
export function safeRelativePath(path: string): string | null {
  if (!path || path.includes('\0') || path.includes('\\')) return null;
  const cleaned = normalize(path.replace(/^\/+/, ''));
  if (cleaned === '.' || cleaned.startsWith('..') || cleaned.split(sep).includes('..')) return null;
  return cleaned;
}

export class LocalFileStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private locate(path: string): string | null {
    const rel = safeRelativePath(path);
    if (!rel) return null;
    const full = join(this.root, rel);
    return full.startsWith(this.root + sep) ? full : null;
  }

  async read(path: string): Promise<Buffer | null> {
    const full = this.locate(path);
    if (!full) return null;
    try {
      return await readFile(full);
    } catch {
      return null;
    }
  }

  async write(path: string, data: string | Buffer): Promise<void> {
    const full = this.locate(path);
    if (!full) throw new Error(`Refusing to write outside file storage: ${path}`);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, data);
  }

  async remove(path: string): Promise<void> {
    const full = this.locate(path);
    if (!full) throw new Error(`Refusing to delete outside file storage: ${path}`);
    await rm(full, { force: true });
  }
}
