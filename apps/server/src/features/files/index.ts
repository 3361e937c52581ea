/** The files feature's published API: other features attach, open and check uploads through it. */
export { FilesService, TOO_MANY_UPLOADS_MESSAGE, type IncomingFile } from './files.service';
