// See include/http_daemon.h. Loopback only: the socket address is 127.0.0.1, so nothing on
// another machine can connect whatever the firewall says.
#include "http_daemon.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sys/socket.h>

struct prh_daemon {
    struct MHD_Daemon *mhd;
    size_t maximum_target;
    char *too_long;
};

// Called with the request's target as sent, before its headers are read.
static void *prh_keep_target(void *cls, const char *uri, struct MHD_Connection *connection) {
    const struct prh_daemon *d = cls;
    size_t length = strlen(uri);
    size_t kept = length > d->maximum_target ? 0 : length;
    struct prh_request *r = malloc(sizeof *r + kept + 1);
    if (r == NULL) return NULL;
    r->length = length;
    r->answered = 0;
    memcpy(r->target, uri, kept);
    r->target[kept] = 0;
    if (length > d->maximum_target) {
        const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
        if (info != NULL) {
            char head[256];
            size_t body = strlen(d->too_long);
            int n = snprintf(head, sizeof head, "HTTP/1.1 414 URI Too Long\r\nContent-Type: text/plain; charset=utf-8\r\n"
                             "Content-Length: %zu\r\nConnection: close\r\n\r\n", body);
            // The socket's buffer is empty at this point: both sends fit whole. Then no more is
            // written on it: libmicrohttpd's own answer, if it makes one, fails and it closes.
            if (n > 0 && (size_t)n < sizeof head) {
                (void)send(info->connect_fd, head, (size_t)n, MSG_NOSIGNAL);
                (void)send(info->connect_fd, d->too_long, body, MSG_NOSIGNAL);
            }
            (void)shutdown(info->connect_fd, SHUT_WR);
        }
        r->answered = 1;
    }
    return r;
}

static void prh_forget(void *cls, struct MHD_Connection *connection, void **request, enum MHD_RequestTerminationCode why) {
    (void)cls; (void)connection; (void)why;
    free(*request);
    *request = NULL;
}

struct prh_daemon *prh_http_start(uint16_t port, unsigned int threads, unsigned int connections,
                                  unsigned int timeout_seconds, size_t maximum_target, const char *too_long,
                                  MHD_AccessHandlerCallback handler, void *context) {
    struct prh_daemon *d = calloc(1, sizeof *d);
    if (d == NULL) return NULL;
    d->maximum_target = maximum_target;
    d->too_long = strdup(too_long);
    if (d->too_long == NULL) { free(d); return NULL; }
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    d->mhd = MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, port, NULL, NULL, handler, context,
                              MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
                              MHD_OPTION_THREAD_POOL_SIZE, threads,
                              MHD_OPTION_CONNECTION_LIMIT, connections,
                              MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                              MHD_OPTION_URI_LOG_CALLBACK, prh_keep_target, (void *)d,
                              MHD_OPTION_NOTIFY_COMPLETED, prh_forget, NULL,
                              MHD_OPTION_END);
    if (d->mhd == NULL) { free(d->too_long); free(d); return NULL; }
    return d;
}

uint16_t prh_http_port(struct prh_daemon *d) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d->mhd, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

void prh_http_stop(struct prh_daemon *d) {
    MHD_stop_daemon(d->mhd);
    free(d->too_long);
    free(d);
}

size_t prh_header_bytes(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    return info == NULL ? 0 : info->header_size;
}
