import { existsSync, readFileSync } from 'node:fs';

/**
 * The press's output condition for the tests, as the build reads it: none while the owner has
 * supplied none (src/features/print-templates/press.ts), which is what every template is then made
 * with.
 */
export const templateProfile = () => null;

/**
 * A stand-in for a press's condition, to test the file made when the owner supplies one: the CMYK
 * output profile Ghostscript ships (Debian's libgs-common, on every machine the preflight runs on),
 * never embedded in anything the site serves. Undefined where it is not installed.
 */
export const STAND_IN_PROFILE = '/usr/share/color/icc/ghostscript/default_cmyk.icc';
export const standInPress = () =>
  existsSync(STAND_IN_PROFILE)
    ? {
        condition: { identifier: 'Test press (stand-in)', condition: 'A stand-in for the press, in tests only', registry: '', profile: 'default_cmyk.icc' },
        profile: new Uint8Array(readFileSync(STAND_IN_PROFILE)),
      }
    : undefined;
