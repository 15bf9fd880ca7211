/** Where files live (a local folder or an S3 bucket), the public file route, and customers' private uploads. */
export { LocalFileStorage, safeRelativePath, type FileStorage } from './file-storage';
export { S3FileStorage, type S3Settings } from './s3-file-storage';
export { fileRoutes } from './files.routes';
export { uploadRoutes } from './uploads.routes';
export { attributeUploadFolder, ownUploadFolder, pathInside, sendPrivateImage } from './private-image';
export type { FormAttributeRule } from './uploads.service';
export { isDocumentPath, NO_SUCH_DOCUMENT, sendPrivateDocument } from './private-document';
