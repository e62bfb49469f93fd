/** What a page download left behind: the file's name and text, and whether its URL was given back. */
export interface Download {
  fileName: string;
  text: Promise<string>;
  url: string;
  /** The link was in the document when clicked (Firefox ignores a click on a detached one). */
  attached: boolean;
}

// jsdom's Blob has no text(); FileReader is the way it reads one.
const readBlob = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/**
 * Stands in for the browser's downloads: jsdom has no object URLs and would try to navigate on the link's
 * click. Returns the downloads started and the URLs revoked; `restore` puts everything back.
 */
export const fakeDownloads = () => {
  const downloads: Download[] = [];
  const revoked: string[] = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: jest.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: jest.fn((url: string) => revoked.push(url)),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (!blob) throw new Error(`clicked a link to ${this.href}, not to a created object URL`);
    downloads.push({
      fileName: this.download,
      text: readBlob(blob),
      url: this.href,
      attached: this.isConnected,
    });
  });
  const restore = () => {
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  };
  return { downloads, revoked, restore };
};
