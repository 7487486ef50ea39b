// What the PDF judge and the archive judge read with: pdf-lib's parser, its objects and decoders,
// imported one module each (the worker takes in no more of pdf-lib than reading needs; wrangler.toml
// stubs the fonts and the compressor it never calls), and fflate's inflaters. Loaded by
// load-readers.ts the first time a PDF or an archive is read, never with the worker.
export { default as PDFContext } from 'pdf-lib/es/core/PDFContext.js';
export { default as PDFArray } from 'pdf-lib/es/core/objects/PDFArray.js';
export { default as PDFDict } from 'pdf-lib/es/core/objects/PDFDict.js';
export { default as PDFHexString } from 'pdf-lib/es/core/objects/PDFHexString.js';
export { default as PDFName } from 'pdf-lib/es/core/objects/PDFName.js';
export { default as PDFNumber } from 'pdf-lib/es/core/objects/PDFNumber.js';
export { default as PDFRawStream } from 'pdf-lib/es/core/objects/PDFRawStream.js';
export { default as PDFRef } from 'pdf-lib/es/core/objects/PDFRef.js';
export { default as PDFString } from 'pdf-lib/es/core/objects/PDFString.js';
export { default as PDFObjectParser } from 'pdf-lib/es/core/parser/PDFObjectParser.js';
export { decodePDFRawStream } from 'pdf-lib/es/core/streams/decode.js';
export { Unzip, UnzipInflate, Unzlib } from 'fflate';
