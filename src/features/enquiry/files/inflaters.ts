// fflate's inflaters, which the PDF judge and the archive judge read with. Loaded by inflate.ts the
// first time a file is read, never with the worker: fflate builds its code tables as it loads.
export { Unzip, UnzipInflate, Unzlib } from 'fflate';
