// The bundle entry (the package's only side-effect module): defines <wizyta-booking> and swaps
// the loader's queue stub for the real `Wizyta` API, replaying calls made before the bundle arrived.
import { defineWizytaBooking } from './element/defineWizytaBooking';
import { installWizytaGlobal } from './events/installWizytaGlobal';

installWizytaGlobal();
defineWizytaBooking();
