/**
 * The server's side of an upload (`uploadWithProgress` sends with XMLHttpRequest): every file is
 * stored at once, under the key `k-` and its name. `vi.stubGlobal('XMLHttpRequest', StoringXhr)`.
 */
export class StoringXhr {
  upload = {};
  withCredentials = false;
  status = 200;
  responseText = '';
  onload?: () => void;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    const file = form.get('file') as File;
    this.responseText = JSON.stringify({ status: true, file: { key: `k-${file.name}`, originalname: file.name, mimetype: file.type, size: file.size } });
    setTimeout(() => this.onload?.());
  }
}
