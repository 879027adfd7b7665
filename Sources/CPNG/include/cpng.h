// Placeholder; the PNG helper fills this in.
#pragma once
int cpng_version_number(void);
