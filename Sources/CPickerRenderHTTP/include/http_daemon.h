// The libmicrohttpd calls Swift cannot make (MHD_start_daemon and MHD_get_connection_info are
// variadic) and the two callbacks that must run before a request is parsed: this starts a daemon
// bound to 127.0.0.1 only, with a fixed pool of threads and a cap on connections, and keeps each
// request's target exactly as it was sent (MHD passes the handler a decoded copy cut at a NUL).
// A target longer than the daemon's limit is answered 414 at once, on the socket, from the
// callback that sees the request line, before its headers are read: past about 32 KB of request
// libmicrohttpd 0.9.75 closed such a connection with no status line at all. Everything else Swift
// calls directly.
#ifndef PICKER_RENDER_HTTP_DAEMON_H
#define PICKER_RENDER_HTTP_DAEMON_H
#include <stddef.h>
#include <stdint.h>
#include <microhttpd.h>

/// A running daemon and its limit.
struct prh_daemon;

/// What the daemon kept of one request before parsing it: the target's length, whether the
/// daemon answered it already (414), and the target itself (empty when it was over the limit).
struct prh_request {
    size_t length;
    int answered;
    char target[];
};

/// The kept target's bytes (where the flexible array starts is C's to say).
static inline const char *prh_request_target(const struct prh_request *request) { return request->target; }

/// Starts a daemon on 127.0.0.1:`port` (0: a free port the kernel picks). Returns NULL when it
/// cannot listen there. `threads` request threads, at most `connections` open connections, each
/// closed after `timeout_seconds` idle; a request target of more than `maximum_target` bytes is
/// answered 414 with `too_long` as its text. The handler finds the request's prh_request in its
/// last argument (NULL when there was no memory for it).
struct prh_daemon *prh_http_start(uint16_t port, unsigned int threads, unsigned int connections,
                                  unsigned int timeout_seconds, size_t maximum_target, const char *too_long,
                                  MHD_AccessHandlerCallback handler, void *context);

/// The port the daemon listens on (0 when unknown).
uint16_t prh_http_port(struct prh_daemon *daemon);

/// Stops the daemon and frees what it kept.
void prh_http_stop(struct prh_daemon *daemon);

/// Bytes libmicrohttpd read for the request line and headers, blank line included (0: unknown).
size_t prh_header_bytes(struct MHD_Connection *connection);
#endif
