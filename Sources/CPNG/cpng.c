#include "cpng.h"
#include <png.h>
int cpng_version_number(void) { return (int)png_access_version_number(); }
