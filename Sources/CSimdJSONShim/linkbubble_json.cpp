// simdjson's DOM, walked into the flat events of linkbubble_json.h.
#include "linkbubble_json.h"

#include <simdjson.h>

#include <cstring>
#include <new>

struct lb_json_document {
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    size_t event_count = 0;
    size_t string_bytes = 0;
};

namespace {

// Counts the events and string bytes of `element` and everything in it.
void count(simdjson::dom::element element, size_t &events, size_t &bytes) {
    using simdjson::dom::element_type;
    switch (element.type()) {
    case element_type::ARRAY:
        events += 2;
        for (simdjson::dom::element child : simdjson::dom::array(element)) count(child, events, bytes);
        break;
    case element_type::OBJECT:
        events += 2;
        for (simdjson::dom::key_value_pair member : simdjson::dom::object(element)) {
            events += 1;
            bytes += member.key.size();
            count(member.value, events, bytes);
        }
        break;
    case element_type::STRING:
        events += 1;
        bytes += std::string_view(element).size();
        break;
    default:
        events += 1;
        break;
    }
}

struct Writer {
    lb_json_event *events;
    uint8_t *strings;
    size_t event = 0;
    size_t offset = 0;

    void emit(uint32_t kind, uint32_t length, uint64_t payload) {
        events[event++] = lb_json_event{kind, length, payload};
    }

    void string(uint32_t kind, std::string_view text) {
        emit(kind, static_cast<uint32_t>(text.size()), offset);
        if (!text.empty()) std::memcpy(strings + offset, text.data(), text.size());
        offset += text.size();
    }

    void number(double value) {
        uint64_t bits;
        std::memcpy(&bits, &value, sizeof bits);
        emit(LB_JSON_NUMBER, 0, bits);
    }

    void write(simdjson::dom::element element) {
        using simdjson::dom::element_type;
        switch (element.type()) {
        case element_type::ARRAY: {
            simdjson::dom::array array(element);
            emit(LB_JSON_ARRAY_START, static_cast<uint32_t>(array.size()), 0);
            for (simdjson::dom::element child : array) write(child);
            emit(LB_JSON_ARRAY_END, 0, 0);
            break;
        }
        case element_type::OBJECT: {
            simdjson::dom::object object(element);
            emit(LB_JSON_OBJECT_START, static_cast<uint32_t>(object.size()), 0);
            for (simdjson::dom::key_value_pair member : object) {
                string(LB_JSON_KEY, member.key);
                write(member.value);
            }
            emit(LB_JSON_OBJECT_END, 0, 0);
            break;
        }
        case element_type::STRING: string(LB_JSON_STRING, std::string_view(element)); break;
        case element_type::INT64: number(static_cast<double>(int64_t(element))); break;
        case element_type::UINT64: number(static_cast<double>(uint64_t(element))); break;
        case element_type::DOUBLE: number(double(element)); break;
        case element_type::BOOL: emit(bool(element) ? LB_JSON_TRUE : LB_JSON_FALSE, 0, 0); break;
        case element_type::NULL_VALUE: emit(LB_JSON_NULL, 0, 0); break;
        }
    }
};

} // namespace

extern "C" size_t lb_json_padding(void) { return simdjson::SIMDJSON_PADDING; }

extern "C" lb_json_document *lb_json_parse(const uint8_t *bytes, size_t length, uint32_t max_depth, int32_t *error) {
    lb_json_document *document = new (std::nothrow) lb_json_document();
    if (document == nullptr) {
        *error = simdjson::MEMALLOC;
        return nullptr;
    }
    simdjson::error_code code = document->parser.allocate(length, max_depth);
    if (code == simdjson::SUCCESS) {
        code = document->parser.parse(reinterpret_cast<const char *>(bytes), length, false).get(document->root);
    }
    if (code != simdjson::SUCCESS) {
        delete document;
        *error = static_cast<int32_t>(code);
        return nullptr;
    }
    count(document->root, document->event_count, document->string_bytes);
    *error = 0;
    return document;
}

extern "C" void lb_json_document_counts(const lb_json_document *document, size_t *event_count, size_t *string_bytes) {
    *event_count = document->event_count;
    *string_bytes = document->string_bytes;
}

extern "C" void lb_json_document_write(const lb_json_document *document, lb_json_event *events, uint8_t *strings) {
    Writer writer{events, strings};
    writer.write(document->root);
}

extern "C" void lb_json_document_free(lb_json_document *document) { delete document; }

extern "C" const char *lb_json_error_message(int32_t error) {
    return simdjson::error_message(static_cast<simdjson::error_code>(error));
}
