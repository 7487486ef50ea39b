/** The enquiry's public entry: what other features state of it (the artwork limits the privacy policy quotes). */
export { artworkLimits } from './files/limits';
