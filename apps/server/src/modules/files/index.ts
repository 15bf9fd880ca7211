/** Where files live (a local folder or an S3 bucket) and the public file route. */
export { LocalFileStorage, safeRelativePath, type FileStorage } from './file-storage';
export { S3FileStorage, type S3Settings } from './s3-file-storage';
export { fileRoutes } from './files.routes';
