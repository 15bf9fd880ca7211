import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { safeRelativePath, type FileStorage } from './file-storage';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); AWS itself when left out. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Key prefix inside the bucket, so one bucket may serve several deployments. */
  prefix?: string;
};

/**
 * Files in an S3-compatible bucket (S3_* settings), through the official AWS SDK v3 client, so
 * several server processes share them. Objects are private: the server reads them and serves public
 * ones itself; nothing here hands out a bucket URL.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    const config: S3ClientConfig = { region: settings.region, forcePathStyle: settings.forcePathStyle ?? false };
    if (settings.endpoint) config.endpoint = settings.endpoint;
    if (settings.accessKeyId && settings.secretAccessKey) {
      config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
    }
    this.client = new S3Client(config);
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ?? '';
  }

  private key(path: string): string | null {
    const rel = safeRelativePath(path);
    return rel === null ? null : `${this.prefix}${rel.split('\\').join('/')}`;
  }

  async read(path: string): Promise<Buffer | null> {
    const key = this.key(path);
    if (!key) return null;
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async write(path: string, data: string | Buffer): Promise<void> {
    const key = this.key(path);
    if (!key) throw new Error(`Refusing to write outside file storage: ${path}`);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: typeof data === 'string' ? Buffer.from(data) : data }));
  }

  async remove(path: string): Promise<void> {
    const key = this.key(path);
    if (!key) throw new Error(`Refusing to delete outside file storage: ${path}`);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
