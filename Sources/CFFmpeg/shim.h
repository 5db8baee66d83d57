#ifndef SPRINGTUNE_CFFMPEG_SHIM_H
#define SPRINGTUNE_CFFMPEG_SHIM_H
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/avutil.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/dict.h>
#include <libavutil/log.h>

/* FFmpeg's error codes are macros Swift does not import (FFERRTAG, AVERROR(e)). */
static inline int springtune_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int springtune_averror_eof(void) { return AVERROR_EOF; }
static inline int springtune_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }
static inline int springtune_averror_decoder_not_found(void) { return AVERROR_DECODER_NOT_FOUND; }
static inline int springtune_averror_enoent(void) { return AVERROR(ENOENT); }
static inline int springtune_averror_eacces(void) { return AVERROR(EACCES); }
static inline int springtune_averror_enomem(void) { return AVERROR(ENOMEM); }
static inline int64_t springtune_av_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline int springtune_av_time_base(void) { return AV_TIME_BASE; }
#endif
